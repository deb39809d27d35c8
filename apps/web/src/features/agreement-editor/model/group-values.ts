import { type AgreementValues, itemFieldAttribute, type TemplateField } from "@app/contracts";
import { itemName } from "@app/documents";

/** One item of a repeating group (issue 32): its item fields' answers. */
export type GroupItem = Record<string, string | number | boolean | null>;
type Value = AgreementValues[string];

/** An answer's address: a field's slug, or an item's field as `GROUP.INDEX.slug`. */
export function itemAddress(slug: string): { group: string; index: number; field: string } | null {
  const [group, index, field, ...rest] = slug.split(".");
  if (!group || index === undefined || field === undefined || rest.length || !/^\d+$/.test(index))
    return null;
  return { group, index: Number(index), field };
}

/** A group's items as saved, or none yet. */
export function groupItems(value: unknown): GroupItem[] {
  return Array.isArray(value) ? (value as GroupItem[]) : [];
}

/**
 * The items the compile tab shows: those saved, or as many blank ones as the group needs at
 * least (the first answer typed in one makes them real).
 */
export function shownItems(field: TemplateField, value: Value | undefined): GroupItem[] {
  const items = groupItems(value);
  const min = field.min ?? 0;
  return items.length >= min ? items : [...items, ...Array.from({ length: min - items.length }, () => ({}))];
}

/**
 * The values with one answer changed: a field's, or an item's field (`conduttori.1.nome`),
 * the list copied and padded up to that item so React sees a new value and nothing else moves.
 */
export function withAnswer(values: AgreementValues, slug: string, value: Value): AgreementValues {
  const address = itemAddress(slug);
  if (!address) return { ...values, [slug]: value };
  const items = [...groupItems(values[address.group])];
  while (items.length <= address.index) items.push({});
  items[address.index] = { ...items[address.index], [address.field]: value as GroupItem[string] };
  return { ...values, [address.group]: items };
}

/** The list with an item moved from one place to another (reordering by drag or keyboard). */
export function movedItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The field a server or live message names: `conduttori.1.nome` belongs to `conduttori`. */
export function ownerSlug(slug: string): string {
  return itemAddress(slug)?.group ?? slug;
}

const isBlankItem = (item: GroupItem) =>
  Object.values(item).every((v) => v === null || v === undefined || String(v).trim() === "");

/** How many contacts a group can still take: its blank cards and the cards it may add. */
export function roomForContacts(items: readonly GroupItem[], max: number): number {
  return items.filter(isBlankItem).length + Math.max(0, max - items.length);
}

/**
 * Several contacts at once (issue 32): each fills a blank card in order, then new cards are
 * added, never beyond `max`. A card already filled is never overwritten.
 */
export function withContacts(
  items: readonly GroupItem[],
  fills: readonly Readonly<Record<string, string>>[],
  max: number,
): GroupItem[] {
  const next = items.map((item) => ({ ...item }));
  const queue = [...fills];
  for (let i = 0; i < next.length && queue.length; i++)
    if (isBlankItem(next[i] as GroupItem)) next[i] = { ...next[i], ...queue.shift() };
  while (queue.length && next.length < max) next.push({ ...queue.shift() });
  return next;
}

/**
 * The answers as the live preview prints them: each group with the cards the form shows, blank
 * ones included, so a contract whose landlord is still to be typed shows the landlord's blanks
 * rather than nothing.
 */
export function previewValues(fields: readonly TemplateField[], values: AgreementValues): AgreementValues {
  let out = values;
  for (const field of fields) {
    if (field.type !== "group") continue;
    const items = shownItems(field, values[field.slug]);
    if (items.length !== groupItems(values[field.slug]).length)
      out = { ...out, [field.slug]: items as Value };
  }
  return out;
}

/**
 * What an item is called where its card is gone (the undo notice): the person or the company its
 * answers name (`nome` and `cognome`, or `denominazione`, by their attributes), else the card's
 * own name, «Conduttore 2» (issue 44: «Rimosso: Conduttore 1» for Anna Bianchi).
 */
export function itemPersonName(group: TemplateField, item: GroupItem, index: number): string {
  const answer = (attribute: string) =>
    (group.fields ?? [])
      .filter((field) => itemFieldAttribute(field.slug) === attribute)
      .map((field) => String(item[field.slug] ?? "").trim())
      .find(Boolean) ?? "";
  const name = answer("nome");
  const surname = answer("cognome");
  const person = surname && !name.endsWith(surname) ? `${name} ${surname}`.trim() : name;
  return person || answer("denominazione") || itemName(group, index);
}
