-- Issue 31: a step calling valid_if names the input it checks (the step's "input"), so the
-- editors' refusal shows beside that field; valid_if no longer carries the input as its second
-- argument. The definitions the editors write and the ones customers run move a step's
-- valid_if(condition, "input", "it"[, "en"]) to that form when "input" is one of their inputs. A
-- formula this cannot read is left as it is: the editors' next save asks them for the input.
-- The versions already published are the record of what was published, and stay as they were.
CREATE FUNCTION "calculator_steps_with_inputs"(steps jsonb, inputs jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
    CASE
      WHEN m IS NOT NULL AND NOT (step ? 'input')
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(inputs) AS i(input) WHERE input->>'slug' = m[2])
      THEN step || jsonb_build_object('input', m[2], 'expression', m[1] || m[3])
      ELSE step
    END ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements(steps) WITH ORDINALITY AS s(step, position)
  LEFT JOIN LATERAL (
    -- valid_if( condition , "input" , "text" [, "text"] ): strings in double or single quotes.
    SELECT regexp_match(
      step->>'expression',
      '^\s*(valid_if\s*\(.*)\s*,\s*["'']([a-z][a-z0-9_]*)["'']((\s*,\s*("([^"\\]|\\.)*"|''([^''\\]|\\.)*'')){1,2}\s*\))\s*$'
    )
  ) AS r(m) ON true
$$;
--> statement-breakpoint
UPDATE "calculator_templates" SET "steps" = "calculator_steps_with_inputs"("steps", "inputs")
  WHERE "steps"::text LIKE '%valid\_if%';
--> statement-breakpoint
UPDATE "calculator_templates"
  SET "published" = jsonb_set("published", '{steps}',
    "calculator_steps_with_inputs"("published"->'steps', "published"->'inputs'))
  WHERE "published" IS NOT NULL AND ("published"->'steps')::text LIKE '%valid\_if%';
--> statement-breakpoint
DROP FUNCTION "calculator_steps_with_inputs"(jsonb, jsonb);
