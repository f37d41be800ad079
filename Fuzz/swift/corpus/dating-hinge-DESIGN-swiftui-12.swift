// Heart-tap (most-repeated motion in the app)
.sensoryFeedback(.impact(weight: .light), trigger: isLiked)
withAnimation(.spring(response: 0.25, dampingFraction: 0.6)) { isLiked.toggle() }

// Send Like CTA
.sensoryFeedback(.impact(weight: .medium), trigger: sendPressed)

// Rose send (premium / currency)
.sensoryFeedback(.impact(weight: .heavy), trigger: rosePressed)

// Match celebration
.sensoryFeedback(.success, trigger: matchTriggered)

// Tab switch
.sensoryFeedback(.selection, trigger: selectedTab)

// Comment sheet shared transition
.matchedGeometryEffect(id: "commentSource", in: commentNS)
