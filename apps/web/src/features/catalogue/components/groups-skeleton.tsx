import { Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "../../../lib/use-translation";
import { CatalogueColumnItem, CatalogueColumns } from "./catalogue-columns";

const GROUPS = [3, 2, 4, 2, 3, 2];

/** The shape of grouped templates while they load (the overlay covers only slow answers). */
export function GroupsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t("common.loading")} role="status">
      <CatalogueColumns groupCount={GROUPS.length}>
        {GROUPS.map((rows, group) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder shapes
          <CatalogueColumnItem key={group}>
            <Stack gap={8}>
              <Skeleton h={18} w="55%" />
              {Array.from({ length: rows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder shapes
                <Skeleton key={row} h={14} w={`${85 - row * 8}%`} />
              ))}
            </Stack>
          </CatalogueColumnItem>
        ))}
      </CatalogueColumns>
    </div>
  );
}
