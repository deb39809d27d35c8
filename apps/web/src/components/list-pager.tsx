import { Group, Select, Text } from "@mantine/core";
import { PAGE_SIZES, type PageSize } from "../lib/list-url";
import { useTranslation } from "../lib/use-translation";
import { PagePagination } from "./page-pagination";

interface ListPagerProps {
  count: number;
  /** How many rows, when the list says it otherwise than exactly («oltre 10.000 eventi»). */
  countText?: string;
  page: number;
  perPage: PageSize;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
}

/** The foot of a paged list: how many rows, the pages, and the page size (spec §9: 10, 25, 50). */
export function ListPager({ count, countText, page, perPage, onPage, onPerPage }: ListPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {countText ?? t("list.count", { count })}
      </Text>
      <PagePagination count={count} perPage={perPage} page={page} onChange={onPage} size="sm" />
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

/** The pager of a list whose paging lives in its URL state (`useListUrlState`). */
export function pagerOf(
  params: { page: number; perPage: PageSize },
  change: (patch: { page?: number; perPage?: PageSize }) => void,
) {
  return (count: number, countText?: string) => (
    <ListPager
      count={count}
      countText={countText}
      page={params.page}
      perPage={params.perPage}
      onPage={(page) => change({ page })}
      onPerPage={(perPage) => change({ perPage })}
    />
  );
}
