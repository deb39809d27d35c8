import type { WizardNode } from "@app/contracts";
import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";

interface WizardTrailProps {
  answers: readonly WizardNode[];
  /** The URL of the step reached after the first `count` answers. */
  hrefFor: (count: number) => string;
}

/** The answers given so far, each a way back to the step it led to; the last is where you are. */
export function WizardTrail({ answers, hrefFor }: WizardTrailProps) {
  const { t } = useTranslation();
  if (answers.length === 0) return null;
  const crumbs = [
    { key: "start", label: t("guidedPath.start") },
    ...answers.map((a) => ({ key: String(a.id), label: a.title })),
  ];
  return (
    <nav aria-label={t("guidedPath.answersLabel")}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: "wrap", rowGap: 4 } }}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.key} size="sm" fw={600} aria-current="step">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.key} component={Link} to={hrefFor(index)} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
