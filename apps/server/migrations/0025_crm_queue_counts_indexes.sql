DROP INDEX "crm_workflows_owner_open_sla_idx";--> statement-breakpoint
ALTER TABLE "crm_workflows" ADD COLUMN "open_task_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every workflow's open tasks, as the task writes keep them from now on (tasks.repository RECOUNT_WORKFLOW_OPEN_TASKS).
UPDATE "crm_workflows" w SET "open_task_count" = t.open
  FROM (SELECT workflow_id, count(*)::int AS open FROM crm_tasks WHERE closed_at IS NULL GROUP BY workflow_id) t
  WHERE t.workflow_id = w.id;--> statement-breakpoint
CREATE INDEX "crm_cases_owner_updated_by_other_idx" ON "crm_cases" USING btree ("owner","modified_at" DESC NULLS LAST) WHERE not "crm_cases"."is_closed" and "crm_cases"."modified_by" <> "crm_cases"."owner";--> statement-breakpoint
CREATE INDEX "crm_tasks_assignee_status_closed_idx" ON "crm_tasks" USING btree ("assigned_to","status","closed_at" DESC NULLS LAST) WHERE "crm_tasks"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "crm_workflows_owner_open_sla_idx" ON "crm_workflows" USING btree ("owner","sla_due_at","open_task_count") WHERE "crm_workflows"."closed_at" is null;