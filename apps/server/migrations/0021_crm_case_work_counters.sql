ALTER TABLE "crm_cases" ADD COLUMN "workflow_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_cases" ADD COLUMN "open_work_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counters of the cases already stored, from their workflows and tasks (cases.repository RECOUNT_CASE_WORK).
update crm_cases c set workflow_count = coalesce(w.total, 0),
    open_work_count = coalesce(w.open, 0) + coalesce(t.open, 0)
  from crm_cases c0
  left join (select case_id, count(*)::int as total, (count(*) filter (where closed_at is null))::int as open
    from crm_workflows group by case_id) w on w.case_id = c0.id
  left join (select case_id, count(*)::int as open from crm_tasks where closed_at is null group by case_id) t
    on t.case_id = c0.id
  where c.id = c0.id and (c.workflow_count, c.open_work_count) is distinct from
    (coalesce(w.total, 0), coalesce(w.open, 0) + coalesce(t.open, 0));--> statement-breakpoint
CREATE INDEX "crm_cases_owner_close_candidates_idx" ON "crm_cases" USING btree ("owner","modified_at") WHERE not "crm_cases"."is_closed" and "crm_cases"."workflow_count" > 0 and "crm_cases"."open_work_count" = 0;--> statement-breakpoint
CREATE INDEX "crm_cases_owner_open_urgent_idx" ON "crm_cases" USING btree ("owner","sla_due_at") WHERE not "crm_cases"."is_closed" and "crm_cases"."priority" = 'Urgent';