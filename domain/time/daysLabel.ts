/** '1 day', '2 days': a count of days as people read it. */
export const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
