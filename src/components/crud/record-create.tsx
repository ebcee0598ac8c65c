import type { ButtonProps } from "antd";
import type { ReactNode } from "react";
import { PageTitle } from "./page-title";
import { useAreaDeclaration } from "./record-identity";
import { Create } from "./views";

interface RecordCreateProps {
  /** The page's title: the area's `<texts>.titles.create` unless given. */
  title?: string;
  saveButtonProps: ButtonProps;
  children: ReactNode;
}

/** The frame of every create page: its title as the page's heading and the save button. */
export function RecordCreate({ title, saveButtonProps, children }: RecordCreateProps) {
  const area = useAreaDeclaration();
  return (
    <Create
      title={<PageTitle>{title ?? area.title("create")}</PageTitle>}
      breadcrumb={false}
      saveButtonProps={saveButtonProps}
    >
      {children}
    </Create>
  );
}
