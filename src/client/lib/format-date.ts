/** Library and purchase dates: en-US with year, short month, day, hour and minute (spec section 9). */
export const DATE_TIME_FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
