/** What other domains may use of loyalty: points written the console's way. */
export { formatPoints } from "./components/points";
