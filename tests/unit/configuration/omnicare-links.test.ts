import { omnicareLinksUpdate } from "@resources/configuration/schema/app-config";
import { isHttpsUrl } from "@/contract/rules";
import { api, signIn } from "../mocks/api";
import { inEnglish } from "@/mocks/lib/readers";

describe("Omnicare link rules", () => {
  it("accept only full https addresses", () => {
    expect(isHttpsUrl("https://wa.me/6281234567890")).toBe(true);
    expect(isHttpsUrl("http://wa.me/1")).toBe(false);
    expect(isHttpsUrl("https://localhost")).toBe(false);
    expect(isHttpsUrl("wa.me/1")).toBe(false);
    expect(isHttpsUrl("https://exa mple.com")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
  });

  it("the schema refuses a bad key, a repeated key and an http address, on their fields", () => {
    const result = omnicareLinksUpdate.safeParse({
      links: [
        { key: "whatsapp", label: "WhatsApp", url: "https://wa.me/1" },
        { key: "whatsapp", label: "Other", url: "http://wa.me/2" },
        { key: "Bad Key", label: "", url: "https://x.co" },
      ],
    });
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join("."), inEnglish(issue.message)]),
    );
    expect(issues["links.1.url"]).toBe("Enter a full https:// address.");
    expect(issues["links.2.key"]).toMatch(/lower-case letters/);
    expect(issues["links.2.label"]).toBe("Label is required.");
  });

  it("the demo API reads the stored links and saves them in order", async () => {
    const token = await signIn("admin@demo.test");
    const loaded = await api("GET", "/app-config-settings/omnicare-links", { token });
    expect(loaded.payload.links[0]).toEqual({
      key: "whatsapp",
      label: "Whatsapp",
      url: "https://wa.me/6281234567890",
    });
    const duplicate = await api("PATCH", "/app-config-settings/omnicare-links", {
      token,
      body: {
        links: [
          { key: "a", label: "A", url: "https://a.co" },
          { key: "a", label: "B", url: "https://b.co" },
        ],
      },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.payload.errors["links.1.key"]).toBe("Another link has this key.");
    const links = [
      { key: "shopee", label: "Shopee", url: "https://shopee.co.id/optikprima" },
      { key: "whatsapp", label: "WhatsApp", url: "https://wa.me/6281234567890" },
    ];
    const ok = await api("PATCH", "/app-config-settings/omnicare-links", {
      token,
      body: { links, updatedAt: loaded.payload.updatedAt },
    });
    expect(ok.status).toBe(200);
    expect(ok.payload.links).toEqual(links);
  });
});
