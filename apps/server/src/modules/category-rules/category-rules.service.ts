import type { CategoryRule, CategoryRuleRequest } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { type Database, rowsOf } from '../../db/client';
import type { Executor, Transaction } from '../../db/user-lock';
import {
  applyCategoryRules,
  lockRules,
  previewRule,
  type RuleMatch,
  uncategorisedCount,
} from '../../domain/catalogue/category-rules.sql';
import { type Rejection, reject } from '../../http/answers';

export type RuleSaveResult =
  | { reject: false; rule: CategoryRule }
  | Rejection<'UNKNOWN_CATEGORY', { field: 'categoryId' }>
  /** No such rule. */
  | null;

/** Rules in the order they are tried, with the products each placed. */
async function rulesOf(db: Executor, ruleId: number | null = null): Promise<CategoryRule[]> {
  return rowsOf<CategoryRule>(
    await db.execute(sql`
      select r.rule_id as "ruleId", r.category_id as "categoryId", r.kind, r.words, r.manufacturer,
        r.code_from::text as "codeFrom", r.code_to::text as "codeTo", r.sort_order as "sortOrder",
        (select count(*) from product_categories pc where pc.rule_id = r.rule_id)::int as products,
        to_json(r.created_at) #>> '{}' as "createdAt", to_json(r.modified_at) #>> '{}' as "modifiedAt"
      from category_rules r
      where ${ruleId === null ? sql`true` : sql`r.rule_id = ${ruleId}`}
      order by r.sort_order, r.rule_id`),
  );
}

/** What a rule matches and where it puts it, as the audit log keeps it. */
const audited = (rule: CategoryRule) => {
  const { ruleId: _, products: __, createdAt: ___, modifiedAt: ____, ...fields } = rule;
  return fields;
};

/** The request's match in the table's columns (the other kinds' columns null). */
const columnsOf = (request: CategoryRuleRequest) => ({
  kind: request.kind,
  words: request.kind === 'name_words' ? request.words : null,
  manufacturer: request.kind === 'manufacturer' ? request.manufacturer : null,
  codeFrom: request.kind === 'code_range' ? request.codeFrom : null,
  codeTo: request.kind === 'code_range' ? request.codeTo : null,
});

async function saveRule(
  tx: Transaction,
  actorUserId: number,
  ruleId: number | null,
  request: CategoryRuleRequest,
): Promise<RuleSaveResult> {
  await lockRules(tx);
  const before = ruleId === null ? null : ((await rulesOf(tx, ruleId))[0] ?? null);
  if (ruleId !== null && !before) return null;
  const category = rowsOf(
    await tx.execute(sql`select 1 from categories where category_id = ${request.categoryId} for key share`),
  );
  if (category.length === 0) return reject('UNKNOWN_CATEGORY', { field: 'categoryId' });

  const match = columnsOf(request);
  const words =
    match.words && sql`array(select jsonb_array_elements_text(${JSON.stringify(match.words)}::jsonb))`;
  const values = sql`${request.categoryId}::int, ${match.kind}::text, ${words ?? sql`null`},
    ${match.manufacturer}::text, ${match.codeFrom}::numeric, ${match.codeTo}::numeric, ${request.sortOrder}::int`;
  const [saved] = rowsOf<{ ruleId: number }>(
    await tx.execute(
      ruleId === null
        ? sql`insert into category_rules (category_id, kind, words, manufacturer, code_from, code_to, sort_order)
            values (${values}) returning rule_id as "ruleId"`
        : sql`update category_rules set (category_id, kind, words, manufacturer, code_from, code_to, sort_order)
            = (${values}), modified_at = now() where rule_id = ${ruleId} returning rule_id as "ruleId"`,
    ),
  );
  const id = (saved as { ruleId: number }).ruleId;
  await applyCategoryRules(tx);
  const rule = (await rulesOf(tx, id))[0] as CategoryRule;
  await recordAudit(tx, {
    actorUserId,
    action: before ? 'category_rule.details.update' : 'category_rule.details.create',
    entity: 'category_rule',
    entityId: id,
    before: before ? audited(before) : null,
    after: audited(rule),
  });
  return { reject: false, rule };
}

/** Category rules for imported products (decision 0066): list, preview, and changes applied at once. */
export function categoryRulesService(db: Database) {
  return {
    async list() {
      return { rules: await rulesOf(db), uncategorised: await uncategorisedCount(db) };
    },

    preview: (rule: RuleMatch, limit: number) => previewRule(db, rule, limit),

    create: (actorUserId: number, request: CategoryRuleRequest) =>
      db.transaction((tx) => saveRule(tx, actorUserId, null, request)),

    update: (actorUserId: number, ruleId: number, request: CategoryRuleRequest) =>
      db.transaction((tx) => saveRule(tx, actorUserId, ruleId, request)),

    /** Deletes the rule (its links go by cascade) and applies the others: a later rule may take them. */
    async remove(actorUserId: number, ruleId: number): Promise<{ unlinked: number } | null> {
      return db.transaction(async (tx) => {
        await lockRules(tx);
        // Links a product linked by hand since has adopted stay with it (not deleted by the cascade).
        await applyCategoryRules(tx);
        const [before] = await rulesOf(tx, ruleId);
        if (!before) return null;
        await tx.execute(sql`delete from category_rules where rule_id = ${ruleId}`);
        await applyCategoryRules(tx);
        await recordAudit(tx, {
          actorUserId,
          action: 'category_rule.details.delete',
          entity: 'category_rule',
          entityId: ruleId,
          before: audited(before),
          after: null,
        });
        return { unlinked: before.products };
      });
    },
  };
}
