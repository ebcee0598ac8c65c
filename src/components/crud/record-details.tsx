import { Descriptions, type DescriptionsProps } from "antd";

const ONE_THEN_TWO_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 };

/**
 * A record page's fields (`<Descriptions.Item>` children) in a bordered table: one column on a phone,
 * two from a tablet up, unless the page gives its own `column`.
 */
export function RecordDetails({ column = ONE_THEN_TWO_COLUMNS, ...props }: DescriptionsProps) {
  return <Descriptions bordered size="small" column={column} {...props} />;
}
