import { ActionIcon, Badge, Flex, Group, Text, Tooltip } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./tree-node-row.module.css";

export interface TreeRowNode {
  id: number;
  title: string;
  status: number;
  templateCount: number;
}

interface TreeNodeRowProps {
  node: TreeRowNode;
  hasChildren: boolean;
  expanded: boolean;
  onToggle: () => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (offset: -1 | 1) => void;
  onStatus: () => void;
  onDelete: () => void;
  editPath: string;
  /** Null when the node may not have children (a wizard step that ends on templates). */
  addChildPath: string | null;
}

function Action({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Record<string, unknown>) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" aria-label={label} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** One node of a tree: its title and state, then its commands (every one a real button or link). */
export function TreeNodeRow(props: TreeNodeRowProps) {
  const { node, hasChildren, expanded } = props;
  const { t } = useTranslation();
  const name = node.title;
  const disabled = node.status === 0;

  return (
    <Flex
      gap={4}
      align={{ base: "flex-start", sm: "center" }}
      direction={{ base: "column", sm: "row" }}
      justify="space-between"
      py={4}
      px="xs"
      style={{ borderRadius: 6 }}
      className={classes.row}
      data-testid={`tree-node-${node.id}`}
    >
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={props.onToggle}
            aria-expanded={expanded}
            aria-label={t(expanded ? "editorTrees.collapse" : "editorTrees.expand", { name })}
          >
            {expanded ? (
              <IconChevronDown size={16} aria-hidden />
            ) : (
              <IconChevronRight size={16} aria-hidden />
            )}
          </ActionIcon>
        ) : (
          <span style={{ width: 22, flex: "none" }} />
        )}
        <Text fw={500} c={disabled ? "dimmed" : undefined} fs={disabled ? "italic" : undefined}>
          {name}
        </Text>
        {disabled && (
          <Badge size="xs" color="gray" variant="outline" style={{ flex: "none" }}>
            {t("editorTrees.disabled")}
          </Badge>
        )}
        {node.templateCount > 0 && (
          <Badge
            size="xs"
            variant="light"
            aria-label={t("editorTrees.templateCount", { count: node.templateCount })}
          >
            {node.templateCount}
          </Badge>
        )}
      </Group>
      <Group gap={0} wrap="nowrap" pl={{ base: 28, sm: 0 }}>
        {props.addChildPath && (
          <Action label={t("editorTrees.addChild", { name })} component={Link} to={props.addChildPath}>
            <IconPlus size={16} aria-hidden />
          </Action>
        )}
        <Action label={t("editorTrees.edit", { name })} component={Link} to={props.editPath}>
          <IconPencil size={16} aria-hidden />
        </Action>
        <Action
          label={t("editorTrees.moveUp", { name })}
          color="gray"
          disabled={!props.canMoveUp}
          onClick={() => props.onMove(-1)}
          data-move={`up-${node.id}`}
        >
          <IconArrowUp size={16} aria-hidden />
        </Action>
        <Action
          label={t("editorTrees.moveDown", { name })}
          color="gray"
          disabled={!props.canMoveDown}
          onClick={() => props.onMove(1)}
          data-move={`down-${node.id}`}
        >
          <IconArrowDown size={16} aria-hidden />
        </Action>
        <Action
          label={t(disabled ? "editorTrees.enable" : "editorTrees.disable", { name })}
          color={disabled ? "green" : "gray"}
          onClick={props.onStatus}
        >
          {disabled ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
        </Action>
        <Action label={t("editorTrees.delete", { name })} color="red" onClick={props.onDelete}>
          <IconTrash size={16} aria-hidden />
        </Action>
      </Group>
    </Flex>
  );
}
