import { DownOutlined } from "@ant-design/icons";
import { Button, Dropdown, Typography } from "antd";
import { useTranslation } from "react-i18next";
import {
  EVENT_VARIABLES,
  SAMPLE_DATA,
  variableToken,
  type TemplateEvent,
} from "../schema/template-variables";

interface VariableMenuProps {
  event: TemplateEvent;
  /** The field's label: the button is "Insert variable into <field>". */
  field: string;
  onInsert: (token: string) => void;
  disabled?: boolean;
}

/** The event's variables with their sample values; choosing one inserts `{{name}}` at the cursor. */
export function VariableMenu({ event, field, onInsert, disabled }: VariableMenuProps) {
  const { t } = useTranslation("notifications");
  return (
    <div className="tm-field-tools">
      <Dropdown
        trigger={["click"]}
        disabled={disabled}
        menu={{
          items: EVENT_VARIABLES[event].map((name) => ({
            key: name,
            label: (
              <span>
                <code>{variableToken(name)}</code>{" "}
                <Typography.Text type="secondary">{SAMPLE_DATA[name]}</Typography.Text>
              </span>
            ),
          })),
          onClick: ({ key }) => onInsert(variableToken(key)),
        }}
      >
        <Button
          size="small"
          aria-label={t("notifications:templates.variables.insertInto", { field })}
          // A press must not take the cursor from the field the variable goes into.
          onMouseDown={(e) => e.preventDefault()}
        >
          {t("notifications:templates.variables.insert")} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    </div>
  );
}
