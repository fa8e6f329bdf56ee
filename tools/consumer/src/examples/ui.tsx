// README example of @kickoff/ui, type-checked by the consumer test.
import '@kickoff/ui/styles.css';
import { createI18n } from '@kickoff/i18n';
import { Button, Modal, uiResources } from '@kickoff/ui';
import { I18nextProvider } from 'react-i18next';

const i18n = createI18n({ language: 'en', bundles: [uiResources] });
export const Welcome = ({ onClose }: { onClose: () => void }) => (
  <I18nextProvider i18n={i18n}>
    <Modal open title="Welcome" onClose={onClose} actions={<Button onClick={onClose}>OK</Button>}>
      Hello
    </Modal>
  </I18nextProvider>
);
