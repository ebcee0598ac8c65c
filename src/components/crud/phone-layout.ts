import { createContext, useContext } from "react";

/**
 * Whether the list around a cell is laid out for a phone (below 576 px: `ResourceTable` says so).
 * There a row's action buttons fold into one menu, so that its key columns fit without a swipe.
 */
export const PhoneLayout = createContext(false);

export const usePhoneLayout = () => useContext(PhoneLayout);
