import type { ListProps } from "@refinedev/antd";
import { ArchiveLink } from "./archive-actions";
import { PageTitle } from "./page-title";
import { List } from "./views";

interface ListPageProps extends Omit<ListProps, "title" | "breadcrumb"> {
  /** The page's heading (a list page has no breadcrumb: the menu says where it is). */
  title: string;
  /**
   * The resource whose archive the header links to, just before the Create button (shown to those
   * who may archive). Custom `headerButtons` receive both as their `defaultButtons`.
   */
  archiveOf?: string;
}

/** The frame of an area's list page: its title as the page heading and its header buttons. */
export function ListPage({ title, archiveOf, headerButtons, ...props }: ListPageProps) {
  return (
    <List
      {...props}
      title={<PageTitle>{title}</PageTitle>}
      breadcrumb={false}
      headerButtons={
        archiveOf
          ? (context) => {
              const defaultButtons = (
                <>
                  <ArchiveLink resource={archiveOf} />
                  {context.defaultButtons}
                </>
              );
              if (typeof headerButtons === "function")
                return headerButtons({ ...context, defaultButtons });
              return headerButtons ?? defaultButtons;
            }
          : headerButtons
      }
    />
  );
}
