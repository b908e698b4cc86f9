-- A conversation names the accounts that take part in it (docs/api/apps.md#chat): only they read it.
-- Until now every account took part in every conversation, and it listed the accounts that wrote in
-- it or opened it. Each conversation keeps its contacts and now names, first, those accounts and the
-- seed's `me` (the demo account, `acc-demo`, whose conversations the seed's are).
UPDATE "chat_conversations" c SET "participant_ids" = ARRAY(
  SELECT a."id" FROM "accounts" a
  WHERE NOT (a."id" = ANY (c."participant_ids"))
    AND (a."id" = 'acc-demo'
      OR EXISTS (SELECT 1 FROM "chat_messages" m WHERE m."conversation_id" = c."id" AND m."sender_id" = a."id")
      OR EXISTS (SELECT 1 FROM "chat_reads" r WHERE r."conversation_id" = c."id" AND r."account_id" = a."id"))
  ORDER BY a."id" = 'acc-demo' DESC, a."created_at", a."id"
) || c."participant_ids";
