import { useT } from '../../i18n';

/** A small turning ring; its label is read by screen readers while something loads. */
export function Spinner({ size = 18, label }: { size?: number; label?: string }) {
  const t = useT();
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <span className="visually-hidden">{label ?? t('shell.loading')}</span>
    </span>
  );
}
