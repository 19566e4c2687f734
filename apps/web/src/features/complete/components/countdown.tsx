import { useEffect, useState } from 'react';

/** Whole days, hours, minutes and seconds left until `endsAt`, counted on the server's clock (`skewMs`). */
const left = (endsAt: string, skewMs: number) => Math.max(0, new Date(endsAt).getTime() - (Date.now() + skewMs));

const parts = (ms: number) => {
  const total = Math.floor(ms / 1000);
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A ticking countdown; the spoken text changes once a minute only, so a screen reader is not flooded. */
export const Countdown = ({ endsAt, skewMs }: { endsAt: string; skewMs: number }) => {
  const [ms, setMs] = useState(() => left(endsAt, skewMs));
  useEffect(() => {
    const timer = window.setInterval(() => setMs(left(endsAt, skewMs)), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, skewMs]);
  if (ms <= 0) return <span className="countdown">The period has ended</span>;
  const { days, hours, minutes, seconds } = parts(ms);
  return (
    <span className="countdown">
      <span aria-hidden="true" className="countdown__clock">
        {days}d {String(hours).padStart(2, '0')}h {String(minutes).padStart(2, '0')}m {String(seconds).padStart(2, '0')}s
      </span>
      <span className="visually-hidden">
        {plural(days, 'day')}, {plural(hours, 'hour')} and {plural(minutes, 'minute')} left
      </span>
    </span>
  );
};
