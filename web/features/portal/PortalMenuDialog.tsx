/**
 * The phone menu's modal dialog (PortalMenu in PortalNav.tsx opens it): the user's name and
 * "Close", the portal's sections with Account, Home and Logout. It takes the focus (its first
 * link), keeps it inside, closes with Escape, a click outside, "Close" or a chosen link, and gives
 * the focus back to the "Menu" button (decision record 023).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { UserBadge } from '../../components/UserBadge.js';
import { SectionLinks } from './PortalNav.js';
// The overlay's dimming and fade-in (the sheet itself is portal.css's .portal-menu).
import '../../components/dialog.css';

/** The open menu; `close` closes it. */
export function PortalMenuDialog({
  userName,
  onLogout,
  logoutPending,
  close,
}: {
  userName: string | null;
  onLogout: () => void;
  logoutPending: boolean;
  close: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <ModalOverlay
      className="modal-overlay portal-menu-overlay"
      isDismissable
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className="portal-menu">
        <Dialog className="portal-menu__dialog" aria-label={t`Menu`}>
          <div className="portal-menu__top">
            {userName ? <UserBadge name={userName} signedInAs={t`Signed in as`} /> : <span />}
            <Button className="button button--ghost button--small" onPress={close}>
              <Trans>Close</Trans>
            </Button>
          </div>
          <nav aria-label={t`Portal`}>
            <ul className="portal-menu__list">
              <SectionLinks className="portal-menu__link" withAccount onPress={close} />
            </ul>
          </nav>
          <div className="portal-menu__actions">
            <Button
              className="button button--secondary"
              onPress={() => {
                close();
                void navigate({ to: '/' });
              }}
            >
              <Trans>Home</Trans>
            </Button>
            <Button
              className="button button--secondary"
              isDisabled={logoutPending}
              onPress={() => {
                close();
                onLogout();
              }}
            >
              <Trans>Logout</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
