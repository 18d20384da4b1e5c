import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GampDetail } from '@/components/ranking/GampDetail';
import { getGampTest, getTestRun } from '@/lib/api/ranking';
import { serverCall } from '@/lib/server/request';
import { idOr404, loader } from '@/lib/server/page';

type Props = { params: Promise<{ id: string }> };

const loadTest = loader((call, id: number) => getGampTest(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const test = (await loadTest(idOr404((await params).id))) ?? notFound();
  return {
    title: `${test.test.title}_测试条件与结果`,
    description: test.summary,
    alternates: { canonical: `/ranking/gamp/${test.test.id}` },
  };
}

export default async function GampPage({ params }: Props) {
  const id = idOr404((await params).id);
  // The run (range tests only; undefined for the rest) is read beside the test, not after it.
  const [test, run] = await Promise.all([loadTest(id), getTestRun(id, await serverCall())]);
  if (!test) notFound();
  return <GampDetail test={test} run={run} />;
}
