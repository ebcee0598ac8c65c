import { inEnglish } from "@/mocks/lib/readers";
import { sanitizeHtml } from "@/components/rich-text/sanitize";
import {
  templateMessageWrite,
  type TemplateMessage,
} from "@resources/notifications/schema/template-message";
import {
  EVENT_VARIABLES,
  findUnknownVariables,
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  renderTemplate,
  sampleDataOf,
  TEMPLATE_EVENTS,
} from "@resources/notifications/schema/template-variables";
import { db } from "@/mocks/db";
import { api, signIn } from "../mocks/api";

const pushPoints = () =>
  db.templateMessages
    .all()
    .find((t) => t.event === "POINTS_ADDED" && t.channel === "PUSH_NOTIFICATION")!;
const mailPaid = () =>
  db.templateMessages.all().find((t) => t.event === "ORDER_PAID" && t.channel === "EMAIL")!;
const errorsOf = (record: Partial<TemplateMessage>) => {
  const result = templateMessageWrite.safeParse(record);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join("."), inEnglish(issue.message)]),
      );
};

describe("template variables", () => {
  it("knows each event's variables and finds the unknown ones once, in order", () => {
    expect(
      findUnknownVariables("Hi {{customer.firstName}}, +{{ points }} points", "POINTS_ADDED"),
    ).toEqual([]);
    expect(
      findUnknownVariables(
        "{{reward.name}} {{points}} {{nickname}} {{reward.name}} {{nickname}}",
        "POINTS_ADDED",
      ),
    ).toEqual(["reward.name", "nickname"]);
    expect(findUnknownVariables("{{reward.name}}", "REWARD_CLAIMED")).toEqual([]);
    expect(
      findUnknownVariables("{{customer.firstName}} {{points}}", ["customer.firstName"]),
    ).toEqual(["points"]);
    expect(findUnknownVariables("no variables at all { single } braces", "ORDER_PAID")).toEqual([]);
  });

  it("every event has sample data for each of its variables", () => {
    for (const event of TEMPLATE_EVENTS)
      for (const [name, value] of Object.entries(sampleDataOf(event))) {
        expect(EVENT_VARIABLES[event]).toContain(name);
        expect(value, `${event} ${name}`).not.toBe("");
      }
  });

  it("renders with the sample data, escapes values in HTML and keeps unknown ones visible", () => {
    const data = sampleDataOf("POINTS_ADDED");
    expect(renderTemplate("Hi {{customer.firstName}}, +{{ points }} ({{oops}})", data)).toBe(
      "Hi Sari, +1.500 ({{oops}})",
    );
    expect(renderTemplate("<p>{{name}}</p>", { name: "<b>A&B</b>" }, { html: true })).toBe(
      "<p>&lt;b&gt;A&amp;B&lt;/b&gt;</p>",
    );
  });
});

describe("template contract", () => {
  it("refuses unknown variables on the field that holds them: subject and body", () => {
    const template = mailPaid();
    expect(errorsOf(template)).toEqual({});
    expect(
      errorsOf({
        ...template,
        subjectEn: "Order {{order.number}}",
        bodyId: "<p>{{points}} poin</p>",
      }),
    ).toEqual({
      subjectEn: "Unknown variable {{order.number}}: this event does not offer it.",
      bodyId: "Unknown variable {{points}}: this event does not offer it.",
    });
  });

  it("push: title at most 65 characters, body at most 240, both languages required", () => {
    const template = pushPoints();
    expect(
      errorsOf({
        ...template,
        titleId: "a".repeat(PUSH_TITLE_MAX),
        bodyEn: "b".repeat(PUSH_BODY_MAX),
      }),
    ).toEqual({});
    expect(
      errorsOf({
        ...template,
        titleId: "a".repeat(PUSH_TITLE_MAX + 1),
        bodyEn: "b".repeat(PUSH_BODY_MAX + 1),
        titleEn: "",
      }),
    ).toEqual({
      titleId: "Indonesian title is at most 65 characters.",
      titleEn: "English title is required.",
      bodyEn: "English body is at most 240 characters.",
    });
  });

  it("the sanitiser keeps a template body's formatting and variables and drops scripts and handlers", () => {
    const dirty =
      '<h2 onclick="steal()">Halo {{customer.firstName}}</h2><script>alert(1)</script><p style="color:red">Total <strong>{{transaction.total}}</strong> <a href="javascript:alert(1)">klik</a></p><img src="x" onerror="alert(1)">';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain("<h2>Halo {{customer.firstName}}</h2>");
    expect(clean).toContain("<strong>{{transaction.total}}</strong>");
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|style=/i);
  });
});

describe("demo API: template messages", () => {
  it("lists per channel and saves sanitised bodies", async () => {
    const token = await signIn("admin@demo.test");
    const list = await api("GET", "/template-messages?channel=PUSH_NOTIFICATION", { token });
    expect(list.payload.count).toBe(TEMPLATE_EVENTS.length);
    const template = mailPaid();
    const saved = await api("PATCH", `/template-messages/${template.templateId}`, {
      token,
      body: {
        bodyEn: '<p onclick="x()">Paid {{transaction.total}}</p><script>1</script>',
        event: "POINTS_ADDED",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.payload.bodyEn).toBe("<p>Paid {{transaction.total}}</p>");
    expect(saved.payload.event).toBe("ORDER_PAID");
    expect(saved.payload.updatedBy.name).toBeTruthy();
  });

  it("answers 422 naming the unknown variable on its field and stores nothing", async () => {
    const token = await signIn("admin@demo.test");
    const template = pushPoints();
    const refused = await api("PATCH", `/template-messages/${template.templateId}`, {
      token,
      body: { titleEn: "{{customer.nickname}}, points!" },
    });
    expect(refused.status).toBe(422);
    expect(refused.payload.errors).toEqual({
      titleEn: "Unknown variable {{customer.nickname}}: this event does not offer it.",
    });
    expect(db.templateMessages.get(template.templateId)!.titleEn).toBe(template.titleEn);
  });

  it("sends a rendered test of the draft to the signed-in user's outbox (needs TEMPLATE_MESSAGE update)", async () => {
    const token = await signIn("admin@demo.test");
    const template = pushPoints();
    const sent = await api("POST", `/template-messages/${template.templateId}/test`, {
      token,
      body: { language: "en", draft: { titleEn: "+{{points}} points for {{customer.firstName}}" } },
    });
    expect(sent.status).toBe(200);
    expect(sent.payload).toMatchObject({
      to: "admin@demo.test",
      subject: "+1.500 points for Sari",
    });
    const mail = db.outbox.all().at(-1)!;
    expect(mail).toMatchObject({
      to: "admin@demo.test",
      subject: "[Test push] +1.500 points for Sari",
    });
    expect(mail.body).toContain("1.500 points were added");
    const bad = await api("POST", `/template-messages/${template.templateId}/test`, {
      token,
      body: { draft: { bodyId: "{{oops}}" } },
    });
    expect(bad.status).toBe(422);
    expect(bad.payload.errors.bodyId).toMatch("{{oops}}");
    const reader = await signIn("catalog@demo.test");
    expect(
      (
        await api("POST", `/template-messages/${template.templateId}/test`, {
          token: reader,
          body: {},
        })
      ).status,
    ).toBe(403);
  });
});
