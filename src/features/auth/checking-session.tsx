import { StatusText } from '../../components/status-text';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const LOADING = msg(/*i18n*/ { id: 'auth.checking-session', message: 'Loading...' });

/** Shown in place of a guarded page while the stored token is checked (spec §2). */
export function CheckingSession() {
  const { t } = useI18n();
  return <StatusText>{t(LOADING)}</StatusText>;
}
