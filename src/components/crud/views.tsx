import {
  ArrowLeftOutlined,
  BarsOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusSquareOutlined,
  RedoOutlined,
  SaveOutlined,
} from "@ant-design/icons";
import {
  Create as RefineCreate,
  CreateButton,
  DeleteButton,
  Edit as RefineEdit,
  EditButton,
  List as RefineList,
  ListButton,
  RefreshButton,
  SaveButton,
  Show as RefineShow,
  type CreateProps,
  type EditProps,
  type ListProps,
  type RefreshButtonProps,
  type ShowProps,
} from "@refinedev/antd";
import { useBack, useRefreshButton } from "@refinedev/core";
import { Button, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./views.css";

/**
 * A form's card keeps its Save in reach: its footer sticks to the bottom of the window while the form
 * is longer than the screen (views.css).
 */
const formCard = (contentProps: CreateProps["contentProps"]) => ({
  ...contentProps,
  className: ["record-form-card", contentProps?.className].filter(Boolean).join(" "),
});

/**
 * Refine's page views (List, Show, Edit, Create) with two accessibility fixes, used by every area:
 *
 * - The buttons' icons are decorative (`aria-hidden`): antd's icons name themselves ("save"), so
 *   Refine's buttons were announced "save Save", "edit Edit". A button is named by its text alone.
 * - The back arrow is a real button named "Back". The page header's own (antd pro-layout) is a
 *   `div role="button"` without keyboard focus, around Refine's focusable antd Button: a control inside
 *   a control (axe nested-interactive), reachable by keyboard only through the inner one, named "back"
 *   in every language.
 */

function BackButton() {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <Button
      type="text"
      icon={<ArrowLeftOutlined aria-hidden />}
      aria-label={t("buttons.back")}
      onClick={back}
    />
  );
}

/** Refine's refresh button; its icon still spins while the record reloads. */
function RefreshAction(props: RefreshButtonProps) {
  const { loading } = useRefreshButton({
    resource: props.resource,
    id: props.recordItemId,
    dataProviderName: props.dataProviderName,
  });
  return <RefreshButton {...props} icon={<RedoOutlined aria-hidden spin={loading} />} />;
}

const withBack = (title: ReactNode) => (
  <Flex component="span" align="center" gap={8}>
    <BackButton />
    {title}
  </Flex>
);

export function List({ headerButtons, ...props }: ListProps) {
  return (
    <RefineList
      {...props}
      headerButtons={(context) => {
        const { createButtonProps } = context;
        const defaultButtons = createButtonProps ? (
          <CreateButton {...createButtonProps} icon={<PlusSquareOutlined aria-hidden />} />
        ) : null;
        if (typeof headerButtons === "function")
          return headerButtons({ ...context, defaultButtons });
        return headerButtons ?? defaultButtons;
      }}
    />
  );
}

export function Show({ headerButtons, title, ...props }: ShowProps) {
  return (
    <RefineShow
      {...props}
      title={withBack(title)}
      goBack={false}
      headerButtons={(context) => {
        const { listButtonProps, editButtonProps, deleteButtonProps, refreshButtonProps } = context;
        const defaultButtons = (
          <>
            {listButtonProps && (
              <ListButton {...listButtonProps} icon={<BarsOutlined aria-hidden />} />
            )}
            {editButtonProps && (
              <EditButton {...editButtonProps} icon={<EditOutlined aria-hidden />} />
            )}
            {deleteButtonProps && (
              <DeleteButton {...deleteButtonProps} icon={<DeleteOutlined aria-hidden />} />
            )}
            {refreshButtonProps && <RefreshAction {...refreshButtonProps} />}
          </>
        );
        if (typeof headerButtons === "function")
          return headerButtons({ ...context, defaultButtons });
        return headerButtons ?? defaultButtons;
      }}
    />
  );
}

export function Edit({ headerButtons, footerButtons, title, contentProps, ...props }: EditProps) {
  return (
    <RefineEdit
      {...props}
      contentProps={formCard(contentProps)}
      title={withBack(title)}
      goBack={false}
      headerButtons={(context) => {
        const { listButtonProps, refreshButtonProps } = context;
        const defaultButtons = (
          <>
            {listButtonProps && (
              <ListButton {...listButtonProps} icon={<BarsOutlined aria-hidden />} />
            )}
            {refreshButtonProps && <RefreshAction {...refreshButtonProps} />}
          </>
        );
        if (typeof headerButtons === "function")
          return headerButtons({ ...context, defaultButtons });
        return headerButtons ?? defaultButtons;
      }}
      footerButtons={(context) => {
        const { deleteButtonProps, saveButtonProps } = context;
        const defaultButtons = (
          <>
            {deleteButtonProps && (
              <DeleteButton {...deleteButtonProps} icon={<DeleteOutlined aria-hidden />} />
            )}
            <SaveButton {...saveButtonProps} icon={<SaveOutlined aria-hidden />} />
          </>
        );
        if (typeof footerButtons === "function")
          return footerButtons({ ...context, defaultButtons });
        return footerButtons ?? defaultButtons;
      }}
    />
  );
}

export function Create({ footerButtons, title, contentProps, ...props }: CreateProps) {
  return (
    <RefineCreate
      {...props}
      contentProps={formCard(contentProps)}
      title={withBack(title)}
      goBack={false}
      footerButtons={(context) => {
        const defaultButtons = (
          <SaveButton {...context.saveButtonProps} icon={<SaveOutlined aria-hidden />} />
        );
        if (typeof footerButtons === "function")
          return footerButtons({ ...context, defaultButtons });
        return footerButtons ?? defaultButtons;
      }}
    />
  );
}
