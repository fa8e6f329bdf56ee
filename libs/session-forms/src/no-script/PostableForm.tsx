import { type ComponentPropsWithRef, useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactReduxContext } from 'react-redux';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { formEchoDismissed, selectNotSentForm } from './form-echo-slice';
import { NO_SCRIPT_FORM_FIELD, type NoScriptForm } from './no-script-post';
import styles from './PostableForm.module.css';

export type PostableFormProps = ComponentPropsWithRef<'form'> & { form: NoScriptForm };

/**
 * A form the browser can send before the site has taken the page over: a POST to the page's own address, which
 * the web server answers (never a GET, which would put what was typed into the address). Once the site runs,
 * `onSubmit` prevents that and the site sends it. Says so when the server could not send it last time.
 */
export function PostableForm(props: PostableFormProps) {
  return useInRouterContext() ? <FormAtPage {...props} /> : <FormWithAction {...props} action={undefined} />;
}

function FormAtPage(props: PostableFormProps) {
  const { pathname, search } = useLocation();
  return <FormWithAction {...props} action={`${pathname}${search}`} />;
}

const noSubscription = () => () => undefined;

/** The server said it did not send this form; a form drawn without a store (a component's own spec) never did. */
function useNotSent(form: PostableFormProps['form']) {
  const store = useContext(ReactReduxContext)?.store;
  const read = () => (store ? selectNotSentForm(store.getState()) === form : false);
  const notSent = useSyncExternalStore(store?.subscribe ?? noSubscription, read, read);
  return { notSent, dismiss: () => void store?.dispatch(formEchoDismissed()) };
}

function FormWithAction({ form, children, action, onSubmit, ...formProps }: PostableFormProps) {
  const { t } = useTranslation();
  const { notSent, dismiss } = useNotSent(form);
  return (
    <form
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        // Sent again by the site: what the notice asked for is done.
        if (notSent) dismiss();
        onSubmit?.(event);
      }}
    >
      <input type="hidden" name={NO_SCRIPT_FORM_FIELD} value={form} />
      {notSent ? (
        <p className={styles.notice} role="alert">
          {t('session_forms_not_sent')}
        </p>
      ) : null}
      {children}
    </form>
  );
}
