import styles from './Snow.module.css';

/** SR-106: the seasonal snow over the home page; decoration only, hidden from assistive tech and the pointer. */
export function Snow() {
  return <div className={styles.snow} data-testid="snow" aria-hidden="true" />;
}
