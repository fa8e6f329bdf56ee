import '@kickoff/ui/styles.css';
import { Button, Modal } from '@kickoff/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { everyLib } from './every-lib';
import { ConfigSource } from './examples/site-config';
import { startSite } from './site';

function App({ site }: { site: ReturnType<typeof startSite> }) {
  const [open, setOpen] = useState(true);
  return (
    <Provider store={site.store}>
      <I18nextProvider i18n={site.ctx.i18n}>
        <p>{Object.keys(everyLib).length} Kickoff libs installed</p>
        <ConfigSource />
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Modal open={open} title="Welcome" onClose={() => setOpen(false)}>
          Installed from the packed tarballs.
        </Modal>
      </I18nextProvider>
    </Provider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App site={startSite(window)} />);
