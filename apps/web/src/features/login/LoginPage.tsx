/**
 * The staff app's /log-in route: the Sign in card (LoginCard.tsx) in the public frame, the address's query read
 * through the router. Built apps send /log-in to the log-in page's own entry instead (login.html, ADR 0026); this
 * route serves development's hash routes and the tests.
 */
import { useSearchParams } from 'react-router';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { LoginCard } from './LoginCard.tsx';

export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <PublicFrame>
      <LoginCard search={params} />
    </PublicFrame>
  );
}
