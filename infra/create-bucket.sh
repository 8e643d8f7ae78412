#!/bin/sh
# Compose's one-shot `createbucket` service: the uploads bucket, private, and a key for the app
# that reaches that bucket only (the MinIO root account stays with the operator). Safe to run
# again: each step keeps what is already there.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"
mc anonymous set none "local/$S3_BUCKET"
cat > /tmp/workshop-app.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:ListBucket", "s3:GetBucketLocation"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"] }
  ]
}
POLICY
mc admin policy create local workshop-app /tmp/workshop-app.json
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
mc admin policy attach local workshop-app --user "$S3_ACCESS_KEY_ID" 2>/dev/null || true
echo "Bucket $S3_BUCKET is ready for $S3_ACCESS_KEY_ID."
