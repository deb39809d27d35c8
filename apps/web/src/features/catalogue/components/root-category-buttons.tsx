import { Button, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconFolder } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTranslation } from "../../../lib/use-translation";
import { useRootCategories } from "../api/use-root-categories";

/** One button per root category (spec §2), the current one highlighted. */
export function RootCategoryButtons({ activeId }: { activeId?: number }) {
  const { t } = useTranslation();
  const { data: roots, isPending, isError, refetch } = useRootCategories();

  if (isPending) {
    return (
      <Stack gap="xs" aria-hidden>
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Text size="sm" c="red.8">
        {t("catalogue.actionBar.categoriesError")}{" "}
        <UnstyledButton onClick={() => void refetch()} fz="sm" td="underline" c="red.8">
          {t("common.retry")}
        </UnstyledButton>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {roots.map((root) => {
        const isActive = root.id === activeId;
        return (
          <Button
            key={root.id}
            component={Link}
            to={pathTo("customer-agreement-category-list", { id: root.id })}
            variant={isActive ? "filled" : "outline"}
            justify="flex-start"
            fullWidth
            leftSection={<IconFolder size={18} aria-hidden />}
            aria-current={isActive ? "page" : undefined}
            disabled={root.status === 0}
            styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
            h="auto"
            mih={36}
            py={6}
          >
            {root.title}
          </Button>
        );
      })}
    </Stack>
  );
}
