export interface Category {
  categoryId: string;
  categoryName: string;
  parentId: string | null;
  order: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export type CategoryFormValues = Pick<Category, "categoryName" | "parentId" | "order" | "isActive">;
