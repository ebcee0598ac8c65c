import { App } from "antd";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  getMyNotifications,
  markAllAsRead,
  markAsRead,
  type NotificationItem as Notification,
} from "@providers/data/api";
import { useErrorToast } from "@/lib/error-toast";
import {
  fetchErrorMessage,
  markErrorMessage,
  markLocally,
  planMarkAll,
  planMarkOne,
  readNotificationsAnswer,
  unreadCount,
  type NotifyText,
} from "./notification-rules";

export interface NotificationsState {
  list: Notification[];
  loading: boolean;
  unread: number;
  refresh: () => Promise<void>;
  markOne: (notification: Notification) => Promise<void>;
  markAll: () => Promise<void>;
}

/** The notifications of the bell and the drawer, with every call, rule and message of spec 5, 7 and 8. */
export function useNotifications(): NotificationsState {
  const { t } = useTranslation();
  const { message: antMessage } = App.useApp();
  const showError = useErrorToast();
  // A call that ends after the shell has gone (a sign-out, another page of the tests) says nothing:
  // its toast would outlive what it was about.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const message = useMemo(
    () => ({
      error: (text: string) => (mounted.current ? showError(text) : undefined),
      info: (text: string) => (mounted.current ? antMessage.info(text) : undefined),
    }),
    [antMessage, showError],
  );
  const [list, setList] = useState<Notification[]>([]);
  const [loading, setLoading] = useState(false);
  const loadingRef = useRef(false);
  const say = useCallback((text: NotifyText) => ("text" in text ? text.text : t(text.key)), [t]);

  // What was marked read while a refresh was on its way: its answer may predate the mark, so the
  // mark is applied to it again (else an item opened meanwhile would show unread once more).
  const readMeanwhile = useRef<{ ids: Set<string>; all: boolean }>({ ids: new Set(), all: false });

  const refresh = useCallback(async () => {
    loadingRef.current = true;
    setLoading(true);
    readMeanwhile.current = { ids: new Set(), all: false };
    try {
      const answer = readNotificationsAnswer(await getMyNotifications());
      if (answer.ok) {
        const marked = readMeanwhile.current;
        const at = new Date().toISOString();
        setList(
          marked.all
            ? markLocally(answer.list, "all", at)
            : marked.ids.size
              ? markLocally(answer.list, marked.ids, at)
              : answer.list,
        );
      } else {
        void message.error(say(answer.message));
        setList([]);
      }
    } catch (error) {
      void message.error(say(fetchErrorMessage(error)));
      setList([]);
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [message, say]);

  // Fetched on mount for the badge (spec 7).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const markOne = useCallback(
    async (notification: Notification) => {
      const plan = planMarkOne(notification);
      if (plan.action === "ignore") return;
      if (plan.action === "error") {
        void message.error(say(plan.message));
        return;
      }
      try {
        await markAsRead([notification.id], plan.receiverUserId);
        readMeanwhile.current.ids.add(notification.id);
        setList((current) =>
          markLocally(current, new Set([notification.id]), new Date().toISOString()),
        );
      } catch (error) {
        void message.error(say(markErrorMessage(error, false)));
      }
    },
    [message, say],
  );

  const markAll = useCallback(async () => {
    const plan = planMarkAll(list, loadingRef.current);
    if (plan.action === "ignore") return;
    if (plan.action === "info") {
      void message.info(say(plan.message));
      return;
    }
    if (plan.action === "error") {
      void message.error(say(plan.message));
      return;
    }
    loadingRef.current = true;
    setLoading(true);
    try {
      await markAllAsRead(plan.receiverUserId);
      readMeanwhile.current.all = true;
      setList((current) => markLocally(current, "all", new Date().toISOString()));
    } catch (error) {
      void message.error(say(markErrorMessage(error, true)));
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  }, [list, message, say]);

  return { list, loading, unread: unreadCount(list), refresh, markOne, markAll };
}
