import type { AddressBookContact } from "@app/contracts";
import { Button, Group, Menu, Text } from "@mantine/core";
import { IconAddressBook, IconDownload, IconPlus, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { ConfirmDeleteDialog } from "../../../components/confirm-delete-dialog";
import { BoxList, DashboardBox } from "../../../components/dashboard-box";
import { MENU_PROPS } from "../../../components/menu-props";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTranslation } from "../../../lib/use-translation";
import { downloadAddressBook, useContacts, useDeleteContact } from "../api/address-book-api";
import { ContactList } from "./contact-list";
import { ImportDialog } from "./import-dialog";

/**
 * The dashboard's Address book box (spec §2): contacts A to Z with an icon by typology, an A-Z
 * column that scrolls the list to a letter, add, edit (modal routes over the dashboard), delete,
 * import through the upload queue, and export (the filled workbook or the empty template).
 */
export function AddressBookBox() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const remove = useDeleteContact();
  const [deleting, setDeleting] = useState<AddressBookContact | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <DashboardBox
      name="addressBook"
      icon={<IconAddressBook size={24} aria-hidden />}
      title={t("dashboard.boxes.addressBook")}
    >
      <Group gap="xs">
        <Button
          component={Link}
          to={pathTo("customer-dashboard-agreement-addressbook-create")}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          {t("addressBook.box.add")}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUpload size={14} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          {t("addressBook.box.import")}
        </Button>
        <Menu position="bottom-end" {...MENU_PROPS}>
          <Menu.Target>
            <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />}>
              {t("addressBook.export.menu")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => downloadAddressBook(false).catch(notifyError)}>
              {t("addressBook.export.contacts")}
            </Menu.Item>
            <Menu.Item onClick={() => downloadAddressBook(true).catch(notifyError)}>
              {t("addressBook.export.template")}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <BoxList
        query={contacts}
        error={t("addressBook.box.error")}
        empty={
          <Text size="sm" c="dimmed" data-testid="box-addressBook-empty">
            {t("addressBook.box.empty")}
          </Text>
        }
      >
        {(rows) => <ContactList contacts={rows} onDelete={setDeleting} />}
      </BoxList>
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
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
    </DashboardBox>
  );
}
