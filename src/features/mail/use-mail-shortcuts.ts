// Keyboard shortcuts of the mail screen: j / k next and previous message, e archive, r reply,
// c compose, / search, ? the list. Off while the user types in a field or a dialog is open.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Mail, MailLabelId, MailListResponse } from '@/lib/api-contract/mail';
import { mailQueries } from './api/mail';
import type { ReplyMode } from './compose-values';
import { MAIL_SEARCH_ID } from './components/mail-list';

interface Options {
  label: MailLabelId;
  q: string;
  id: string | undefined;
  open: (id: string | undefined) => void;
  onReply: (mail: Mail, mode: ReplyMode) => void;
  onCompose: () => void;
  onHelp: () => void;
  archive: (mails: Mail[]) => void;
  queryClient: QueryClient;
  disabled: boolean;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || Boolean(target.closest('[role="dialog"],[role="menu"]')));

export function useMailShortcuts(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { label, q, id, open, onReply, onCompose, onHelp, archive, queryClient, disabled } = latest.current;
      if (disabled || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const mails =
        queryClient.getQueryData<InfiniteData<MailListResponse, number>>(mailQueries.list({ labelId: label, q }).queryKey)?.pages.flatMap((p) => p.items) ?? [];
      const index = mails.findIndex((m) => m.id === id);
      const current = id ? (queryClient.getQueryData(mailQueries.detail(id).queryKey) ?? mails[index]) : undefined;
      const handled = (() => {
        switch (event.key) {
          case 'j': {
            const next = mails[index + 1];
            if (next) open(next.id);
            return true;
          }
          case 'k': {
            const previous = index > 0 ? mails[index - 1] : mails[0];
            if (previous) open(previous.id);
            return true;
          }
          case 'e':
            if (current && current.folder !== 'archive') {
              archive([current]);
              open(mails[index + 1]?.id);
            }
            return true;
          case 'r':
            if (current) onReply(current, 'reply');
            return true;
          case 'c':
            onCompose();
            return true;
          case '/':
            document.getElementById(MAIL_SEARCH_ID)?.focus();
            return true;
          case '?':
            onHelp();
            return true;
          default:
            return false;
        }
      })();
      if (handled) event.preventDefault();
      // A message opened from the keyboard scrolls into view in the list.
      if (event.key === 'j' || event.key === 'k') {
        requestAnimationFrame(() => {
          const openId = latest.current.id;
          if (openId) document.querySelector(`[data-mail-id="${CSS.escape(openId)}"]`)?.scrollIntoView({ block: 'nearest' });
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
