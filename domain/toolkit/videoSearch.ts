/** The external video site's search page for a query; links to it open in a new tab. */
export const videoSearchUrl = (query: string) =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
