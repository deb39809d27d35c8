import { Button, Divider, Popover, Text } from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { IconUserCircle } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/use-translation";
import { AccountLinks } from "./account-links";
import { LoginForm } from "./login-form";

interface LoginPopoverProps {
  /** Open on mount: the navbar loads this component when the user first asks for it. */
  defaultOpened?: boolean;
  resetPasswordPath: string;
  onLoggedIn: () => void;
}

/** The signed-out navbar dropdown: customer login form and the configured account links (spec §2). */
export function LoginPopover({ defaultOpened = false, resetPasswordPath, onLoggedIn }: LoginPopoverProps) {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(defaultOpened);
  const titleId = useId();

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      width={320}
      trapFocus
      returnFocus
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Button
          onClick={toggle}
          leftSection={<IconUserCircle size={18} aria-hidden />}
          aria-haspopup="dialog"
        >
          {t("auth.signIn")}
        </Button>
      </Popover.Target>
      {/* Named by its title rather than by the button that opened it. */}
      <Popover.Dropdown aria-labelledby={titleId}>
        <Text fw={600} mb="sm" id={titleId}>
          {t("auth.customerLogin.title")}
        </Text>
        <LoginForm
          area="customer"
          autoFocus
          onSuccess={() => {
            close();
            onLoggedIn();
          }}
        />
        <Divider my="md" />
        <AccountLinks resetPasswordPath={resetPasswordPath} onNavigate={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
