import { HttpResponse } from "msw";

/** An API answer in the error envelope: the HTTP status, the error code and the sentence staff read. */
export const errorAnswer = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, payload: null }, { status });
