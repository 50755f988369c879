import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';

const assign = (href: string) => window.location.assign(href);

/** To /dashboard with a full page load, so every screen starts from the plan the payment left. */
export function DashboardReloadButton({
  reloadTo = assign,
  ...button
}: Omit<ButtonProps, 'onClick' | 'size'> & {
  /** Full page navigation (tests pass a spy). */
  reloadTo?: (href: string) => void;
}) {
  return <Button size="lg" {...button} onClick={() => reloadTo(paths.dashboard.getHref())} />;
}
