import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES, type PageSize } from "../lib/list-url";

interface ListPagerProps {
  count: number;
  page: number;
  perPage: PageSize;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

/** The foot of a paged list: how many rows, the pages, and the page size (spec §9: 10, 25, 50). */
export function ListPager({ count, page, perPage, onPage, onPerPage }: ListPagerProps) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(count / perPage));
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("list.count", { count })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={onPage}
          size="sm"
          getItemProps={(item) => ({ "aria-label": t("list.page", { page: item }) })}
          getControlProps={(control) => ({ "aria-label": t(`list.control.${control}`) })}
        />
      )}
      <Select
        label={t("list.pageSize")}
        data={PAGE_SIZES.map((size) => String(size))}
        value={String(perPage)}
        allowDeselect={false}
        onChange={(size) => size && onPerPage(Number(size) as PageSize)}
        w={130}
        size="xs"
      />
    </Group>
  );
}
