import { Card, type CardProps } from "antd";
import type { ReactNode } from "react";

/** A part of a record page in a small card whose title is a level-2 heading (the page title is level 1). */
export function SectionCard({
  title,
  ...props
}: Omit<CardProps, "title" | "size"> & { title: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      {...props}
    />
  );
}
