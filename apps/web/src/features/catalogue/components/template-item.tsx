import type { TemplateRef } from "@app/contracts";
import { Anchor, Group, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { useTemplateActions } from "../template-actions";
import { LanguageBadge } from "./language-badge";
import { LockedTemplateItem } from "./locked-template-item";
import classes from "./template-item.module.css";

/**
 * A template in any catalogue list: an open one leads to drafting an agreement from it; a
 * locked one (outside the subscription) explains why it cannot be opened.
 */
export function TemplateItem({ template }: { template: TemplateRef }) {
  const actions = useTemplateActions();
  if (template.locked) return <LockedTemplateItem template={template} />;
  const link = (
    <Anchor
      component={Link}
      to={pathTo("customer-agreement-agreement-create", { idTemplate: template.id })}
      className={classes.item}
      underline="hover"
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconFileText size={18} stroke={1.6} aria-hidden className={classes.icon} />
        <Text component="span" inherit>
          <span lang={template.language}>{template.title}</span>{" "}
          <LanguageBadge language={template.language} />
        </Text>
      </Group>
    </Anchor>
  );
  if (!actions) return link;
  // Beside the link, not inside it: a button within a link is unusable by keyboard and screen readers.
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <div className={classes.grow}>{link}</div>
      {actions(template)}
    </Group>
  );
}
