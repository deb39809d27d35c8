import type { AddressBookContact } from "@app/contracts";
import { ActionIcon, Anchor, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconBuilding, IconPencil, IconTrash, IconUser } from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { smoothScrollElement } from "../../../lib/smooth-scroll";
import { useTranslation } from "../../../lib/use-translation";
import classes from "./address-book-box.module.css";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];
/** Contacts drawn together once near the view; a block not yet drawn keeps its height. */
const BLOCK = 40;
/** A row's height in pixels (an action icon's), for the blocks not drawn yet. */
const ROW_HEIGHT = 28;

/**
 * The contacts A to Z with the A-Z column beside them (spec §2). An address book of thousands
 * stays quick: rows are drawn a block at a time as they come near the view, and the blocks not
 * drawn yet keep their place, so the A-Z column still scrolls to the right letter (in 1000 ms).
 */
export function ContactList(props: {
  contacts: AddressBookContact[];
  onDelete: (c: AddressBookContact) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const byLetter = useMemo(() => {
    const groups = new Map<string, AddressBookContact[]>();
    for (const contact of props.contacts) {
      const group = groups.get(contact.letter);
      if (group) group.push(contact);
      else groups.set(contact.letter, [contact]);
    }
    return groups;
  }, [props.contacts]);
  const scrollTo = (letter: string) => {
    const target = list.current?.querySelector<HTMLElement>(`[data-letter="${letter}"]`);
    if (target && list.current) smoothScrollElement(list.current, target.offsetTop - list.current.offsetTop);
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <div ref={list} className={classes.list}>
        {LETTERS.filter((letter) => byLetter.has(letter)).map((letter) => {
          const contacts = byLetter.get(letter) ?? [];
          return (
            <Stack key={letter} gap={2} data-letter={letter} mb="xs">
              <Text size="xs" fw={700} c="dimmed">
                {letter}
              </Text>
              {Array.from({ length: Math.ceil(contacts.length / BLOCK) }, (_, b) => {
                const block = contacts.slice(b * BLOCK, (b + 1) * BLOCK);
                return (
                  <LazyBlock key={block[0]?.id} root={list} height={block.length * ROW_HEIGHT}>
                    {block.map((contact) => (
                      <ContactRow key={contact.id} contact={contact} onDelete={props.onDelete} />
                    ))}
                  </LazyBlock>
                );
              })}
            </Stack>
          );
        })}
      </div>
      <nav aria-label={t("addressBook.box.letters")} className={classes.letters}>
        {LETTERS.map((letter) => (
          <UnstyledButton
            key={letter}
            className={classes.letter}
            disabled={!byLetter.has(letter)}
            onClick={() => scrollTo(letter)}
            aria-label={t("addressBook.box.letter", { letter })}
          >
            {letter}
          </UnstyledButton>
        ))}
      </nav>
    </Group>
  );
}

/** Draws its rows once it comes within a screen of the list's view; until then, only its height. */
function LazyBlock(props: {
  root: React.RefObject<HTMLDivElement | null>;
  height: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !box.current) return;
    if (typeof IntersectionObserver === "undefined") return setShown(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setShown(true),
      {
        root: props.root.current,
        rootMargin: "400px 0px",
      },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [shown, props.root]);
  return (
    <div ref={box} style={shown ? undefined : { height: props.height }}>
      {shown && <Stack gap={2}>{props.children}</Stack>}
    </div>
  );
}

function ContactRow({
  contact,
  onDelete,
}: {
  contact: AddressBookContact;
  onDelete: (c: AddressBookContact) => void;
}) {
  const { t } = useTranslation();
  const editPath = pathTo("customer-dashboard-agreement-addressbook-edit", { id: contact.id });
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" h={ROW_HEIGHT - 2}>
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
        {contact.typology === "PF" ? (
          <IconUser size={16} aria-label={t("addressBook.typology.PF")} />
        ) : (
          <IconBuilding size={16} aria-label={t(`addressBook.typology.${contact.typology}`)} />
        )}
        <Anchor component={Link} to={editPath} size="sm" truncate>
          {contact.title}
        </Anchor>
      </Group>
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          component={Link}
          to={editPath}
          variant="subtle"
          size="sm"
          aria-label={t("addressBook.box.edit", { title: contact.title })}
        >
          <IconPencil size={14} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="sm"
          aria-label={t("addressBook.box.delete", { title: contact.title })}
          onClick={() => onDelete(contact)}
        >
          <IconTrash size={14} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
