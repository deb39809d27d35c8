import { Pagination } from "@mantine/core";
import { useTranslation } from "../lib/use-translation";

interface PagePaginationProps {
  count: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
  size?: "sm" | "md";
}

/** The numbered pages of a list, named for screen readers; nothing when one page holds all. */
export function PagePagination({ count, perPage, page, onChange, size = "md" }: PagePaginationProps) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(count / perPage));
  if (totalPages <= 1) return null;
  return (
    <Pagination
      total={totalPages}
      value={Math.min(page, totalPages)}
      onChange={onChange}
      size={size}
      getItemProps={(item) => ({ "aria-label": t("list.page", { page: item }) })}
      getControlProps={(control) => ({ "aria-label": t(`list.control.${control}`) })}
    />
  );
}
