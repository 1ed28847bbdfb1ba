-- Every version bump is also announced on "data_versions" (decision 0012): a process that owns an
-- embedded database keeps the versions in memory instead of reading them for every request.
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('data_versions', 'catalogue');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_cms_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cms_state" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('data_versions', 'cms');
  RETURN NULL;
END;
$$;
