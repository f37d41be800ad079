"""The view-tree amplification guide of "Hostile input, round two" (item 2), for the hostile and
memory benchmarks: a view that nests itself twice, 29 levels deep (2^28 texts if nothing stopped
it), in a section of its own, then `components` components that each draw it. Ten of them took
14.5 s and 2.7 GB before the guide's budget was shared by its components; a hundred, 120 s and
24 GB. GuideTests, SiteTests and SitegenCLITests count the same guide's steps, nodes and bytes.
"""


def amplification(head, components):
    levels = "".join(f"struct L{i}: View {{ var body: some View {{ VStack {{ L{i + 1}(); L{i + 1}() }} }} }}\n" for i in range(28))
    levels += 'struct L28: View { var body: some View { Text("x") } }\n'
    parts = [head, "## 4. Layout\n\n```swift\n", levels, "```\n\n## 5. Components\n\n"]
    for index in range(components):
        parts.append(f"### Card{index}\n\n```swift\nstruct Card{index}: View {{ var body: some View {{ L0() }} }}\n```\n\n")
    return "".join(parts)
