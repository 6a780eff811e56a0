import { StatusText } from '../../components/status-text';

/** Shown in place of a guarded page while the stored token is checked (spec §2). */
export function CheckingSession() {
  return <StatusText>Loading...</StatusText>;
}
