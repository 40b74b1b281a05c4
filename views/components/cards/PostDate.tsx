const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A post's publication day, readable for people and machine-readable in datetime. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  // The ISO day is read as UTC midnight and formatted in UTC, so no server time zone can shift it a day.
  return (
    <time className={className} dateTime={date}>
      {longDate.format(new Date(`${date}T00:00:00Z`))}
    </time>
  );
}
