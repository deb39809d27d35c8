import type { AgreementValues, TemplateField, TemplateParty } from "@app/contracts";
import { fieldShown, itemLogicValues, itemName, type LogicValues, splitArticle } from "@app/documents";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from "@tabler/icons-react";
import { memo, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import {
  type GroupItem,
  itemPersonName,
  movedItem,
  roomForContacts,
  shownItems,
  withContacts,
} from "../model/group-values";
import { FieldInput, type FieldInputProps } from "./field-input";
import type { PartyToolsSlot } from "./party-slot";

type Value = AgreementValues[string];

export interface GroupFieldProps {
  field: TemplateField;
  value: Value | undefined;
  /** The party the group's items are, when it is a repeating party: names the "add" button. */
  party?: TemplateParty;
  /** The template's answers as conditions read them: an item field's `visible_if` reads them too. */
  scope: LogicValues;
  /** Messages by key: the group's own (`conduttori`) and its items' (`conduttori.1.nome`). */
  errors: Readonly<Record<string, string>>;
  onChange: FieldInputProps["onChange"];
  onFocus: FieldInputProps["onFocus"];
  onBlur: FieldInputProps["onBlur"];
  /** The address book's tools, offered on each item of a repeating party. */
  partyTools?: PartyToolsSlot;
  templateId?: number;
}

const INDEFINITE: Record<string, string> = { il: "un", lo: "uno", la: "una", "l'": "un", "l’": "un" };

/**
 * What one item is called after "Aggiungi": from the party's singular form when it has one
 * ("il Conduttore" → "un conduttore", "the Tenant" → "a tenant"), else the item's label.
 */
function newItemName(field: TemplateField, party: TemplateParty | undefined, language: string): string {
  const form = party?.forms?.singular;
  const label = field.item_label || field.label;
  if (!form) return label.toLocaleLowerCase();
  if (language === "en") {
    const noun = form.replace(/^the\s+/i, "").toLocaleLowerCase();
    return `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
  }
  const { article, noun } = splitArticle(form);
  const indefinite = INDEFINITE[article];
  return indefinite ? `${indefinite} ${noun.toLocaleLowerCase()}` : noun.toLocaleLowerCase();
}

/**
 * Moves the focus, once React has drawn the change, to the first of these controls that can take
 * it (a disabled one cannot: the moved item's "up" once it is first).
 */
function focusLater(...ids: string[]) {
  requestAnimationFrame(() => {
    const target = ids
      .map((id) => document.getElementById(id))
      .find(
        (element) => element && !element.hasAttribute("disabled") && !element.hasAttribute("data-disabled"),
      );
    target?.focus();
  });
}

/**
 * A repeating group or party (issue 32): a card per item with its own fields, added, removed
 * (with undo) and reordered by drag or from the keyboard (the arrow buttons), within the
 * group's fewest and most items. Each item's fields are checked on their own.
 */
export const GroupField = memo(function GroupField(props: GroupFieldProps) {
  const { field, party, scope, errors } = props;
  const { t, i18n } = useTranslation();
  const [removed, setRemoved] = useState<{ item: GroupItem; index: number } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const items = shownItems(field, props.value);
  const min = field.min ?? 0;
  const max = field.max ?? 100;
  const slug = field.slug;
  const change = (next: GroupItem[]) => props.onChange(slug, next as Value);
  const idOf = (what: string, index: number) => `group-${slug}-${index}-${what}`;

  // The cards are drawn by place: the focus follows the moved item to its new place, on the same
  // arrow or, at the top or the bottom, on the other one (issue 44: it stayed on the other item's).
  const move = (from: number, to: number, focus?: "up" | "down") => {
    change(movedItem(items, from, to));
    if (focus) focusLater(idOf(focus, to), idOf(focus === "up" ? "down" : "up", to));
  };
  const remove = (index: number) => {
    setRemoved({ item: items[index] ?? {}, index });
    change(items.filter((_, i) => i !== index));
    focusLater(`group-${slug}-add`);
  };
  const undo = () => {
    if (!removed) return;
    const next = [...items];
    next.splice(Math.min(removed.index, next.length), 0, removed.item);
    change(next);
    setRemoved(null);
  };
  const add = () => {
    change([...items, {}]);
    setRemoved(null);
    focusLater(`field-${slug}.${items.length}.${field.fields?.[0]?.slug ?? ""}`);
  };
  const addLabel = t("agreementEditor.group.add", { item: newItemName(field, party, i18n.language) });

  return (
    <Stack gap="sm" role="group" aria-labelledby={`group-${slug}-title`} data-group={slug}>
      <div>
        <Title order={3} size="h5" id={`group-${slug}-title`}>
          {field.label}
        </Title>
        {field.help && (
          <Text size="sm" c="dimmed">
            {field.help}
          </Text>
        )}
      </div>
      {party &&
        props.templateId !== undefined &&
        props.partyTools?.({
          templateId: props.templateId,
          role: party.slug,
          values: {},
          binding: null,
          onFill: () => {},
          onUnbind: () => {},
          // Several contacts at once: one card each, blank cards first.
          many: {
            room: roomForContacts(items, max),
            onFill: (fills) => {
              change(withContacts(items, fills, max));
              setRemoved(null);
            },
          },
        })}
      {items.map((item, index) => {
        const name = itemName(field, index);
        const itemScope = itemLogicValues(scope, field.fields ?? [], item);
        return (
          <Paper
            // Items have no identity of their own; each card is drawn from its place.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional items
            key={index}
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label={name}
            data-group-item={index}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            style={dragged === index ? { opacity: 0.5 } : undefined}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  {/* The mouse's drag handle, hidden from assistive technology: the arrow
                      buttons reorder from the keyboard. */}
                  <span
                    aria-hidden
                    draggable
                    onDragStart={() => setDragged(index)}
                    onDragEnd={() => setDragged(null)}
                    title={t("agreementEditor.group.drag")}
                    style={{ cursor: "grab", display: "inline-flex" }}
                  >
                    <IconGripVertical size={16} aria-hidden />
                  </span>
                  <Text fw={600}>{name}</Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    id={idOf("up", index)}
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    aria-label={t("agreementEditor.group.moveUp", { name })}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    id={idOf("down", index)}
                    variant="subtle"
                    color="gray"
                    disabled={index === items.length - 1}
                    aria-label={t("agreementEditor.group.moveDown", { name })}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={items.length <= min}
                    aria-label={t("agreementEditor.group.remove", { name })}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              {party &&
                props.templateId !== undefined &&
                props.partyTools?.({
                  templateId: props.templateId,
                  role: party.slug,
                  values: item,
                  // An item is filled from a contact, not bound to it: the snapshot is the party's.
                  binding: null,
                  onFill: (binding) =>
                    change(items.map((other, i) => (i === index ? { ...other, ...binding.filled } : other))),
                  onUnbind: () => {},
                })}
              {(field.fields ?? [])
                .filter((itemField) => itemField.visible && fieldShown(itemField, itemScope))
                .map((itemField) => {
                  const key = `${slug}.${index}.${itemField.slug}`;
                  return (
                    <FieldInput
                      key={key}
                      field={{ ...itemField, slug: key }}
                      value={item[itemField.slug] ?? undefined}
                      error={errors[key]}
                      onChange={props.onChange}
                      onFocus={props.onFocus}
                      onBlur={props.onBlur}
                    />
                  );
                })}
            </Stack>
          </Paper>
        );
      })}
      {removed && (
        <Alert color="gray" variant="light" p="xs" role="status">
          <Group justify="space-between">
            <Text size="sm">
              {t("agreementEditor.group.removed", {
                name: itemPersonName(field, removed.item, removed.index),
              })}
            </Text>
            {/* Not "subtle": its hover tint on the grey notice read at 4.1:1 (axe, issue 44). */}
            <Button size="compact-sm" variant="default" onClick={undo}>
              {t("agreementEditor.group.undo")}
            </Button>
          </Group>
        </Alert>
      )}
      {errors[slug] && (
        <Text size="sm" c="red" role="alert">
          {errors[slug]}
        </Text>
      )}
      <Group>
        <Button
          id={`group-${slug}-add`}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={items.length >= max}
          onClick={add}
        >
          {addLabel}
        </Button>
        {items.length >= max && (
          <Text size="sm" c="dimmed">
            {t("agreementEditor.group.full", { count: max })}
          </Text>
        )}
      </Group>
    </Stack>
  );
});
