import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Answers a confirmation popover (antd Popconfirm: archive, unarchive, delete…) found by its
 * question, with its button named `button`.
 */
export async function answerPopconfirm(
  user: Pick<UserEvent, "click">,
  question: string,
  button: string,
) {
  const popover = (await screen.findByText(question)).closest<HTMLElement>(".ant-popover")!;
  await user.click(within(popover).getByRole("button", { name: button }));
}
