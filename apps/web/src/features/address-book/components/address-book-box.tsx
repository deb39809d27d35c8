import type { AddressBookContact } from "@app/contracts";
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  IconAddressBook,
  IconBuilding,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUser,
} from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { notifySuccess } from "../../../lib/notify";
import { useContacts, useDeleteContact } from "../api/address-book-api";
import classes from "./address-book-box.module.css";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

/**
 * The dashboard's Address book box (spec §2): contacts A to Z with an icon by typology, an A-Z
 * column that scrolls the list to a letter, add, edit (modal routes over the dashboard), delete.
 */
export function AddressBookBox() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const remove = useDeleteContact();
  const [deleting, setDeleting] = useState<AddressBookContact | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const present = new Set(contacts.data?.results.map((c) => c.letter));
  const scrollTo = (letter: string) => {
    const target = list.current?.querySelector<HTMLElement>(`[data-letter="${letter}"]`);
    if (target && list.current)
      list.current.scrollTo({ top: target.offsetTop - list.current.offsetTop, behavior: "smooth" });
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="box-addressBook" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconAddressBook size={24} aria-hidden />
            <Title order={2} size="h4" id="box-addressBook">
              {t("dashboard.boxes.addressBook")}
            </Title>
          </Group>
          <Button
            component={Link}
            to={pathTo("customer-dashboard-agreement-addressbook-create")}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t("addressBook.box.add")}
          </Button>
        </Group>
        {contacts.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t("addressBook.box.error")}
          </Text>
        ) : contacts.isPending ? (
          <Stack gap="xs">
            <Skeleton height={18} />
            <Skeleton height={18} />
          </Stack>
        ) : contacts.data.results.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="box-addressBook-empty">
            {t("addressBook.box.empty")}
          </Text>
        ) : (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div ref={list} className={classes.list}>
              {LETTERS.filter((letter) => present.has(letter)).map((letter) => (
                <Stack key={letter} gap={2} data-letter={letter} mb="xs">
                  <Text size="xs" fw={700} c="dimmed">
                    {letter}
                  </Text>
                  {contacts.data.results
                    .filter((contact) => contact.letter === letter)
                    .map((contact) => (
                      <Group key={contact.id} gap="xs" wrap="nowrap" justify="space-between">
                        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                          {contact.typology === "PF" ? (
                            <IconUser size={16} aria-label={t("addressBook.typology.PF")} />
                          ) : (
                            <IconBuilding
                              size={16}
                              aria-label={t(`addressBook.typology.${contact.typology}`)}
                            />
                          )}
                          <Anchor
                            component={Link}
                            to={pathTo("customer-dashboard-agreement-addressbook-edit", { id: contact.id })}
                            size="sm"
                            truncate
                          >
                            {contact.title}
                          </Anchor>
                        </Group>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            component={Link}
                            to={pathTo("customer-dashboard-agreement-addressbook-edit", { id: contact.id })}
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
                            onClick={() => setDeleting(contact)}
                          >
                            <IconTrash size={14} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Group>
                    ))}
                </Stack>
              ))}
            </div>
            <nav aria-label={t("addressBook.box.letters")} className={classes.letters}>
              {LETTERS.map((letter) => (
                <UnstyledButton
                  key={letter}
                  className={classes.letter}
                  disabled={!present.has(letter)}
                  onClick={() => scrollTo(letter)}
                  aria-label={t("addressBook.box.letter", { letter })}
                >
                  {letter}
                </UnstyledButton>
              ))}
            </nav>
          </Group>
        )}
      </Stack>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t("addressBook.delete.title")}
        confirmLabel={t("addressBook.delete.confirm")}
        cancelLabel={t("addressBook.delete.cancel")}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t("addressBook.delete.done", { title: deleting.title }));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        {deleting && <Text>{t("addressBook.delete.text", { title: deleting.title })}</Text>}
      </ConfirmDeleteDialog>
    </Card>
  );
}
